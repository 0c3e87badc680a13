func.func public @pub() {
  return
}
