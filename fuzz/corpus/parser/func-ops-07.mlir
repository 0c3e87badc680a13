func.func @unit() {
  return
}
