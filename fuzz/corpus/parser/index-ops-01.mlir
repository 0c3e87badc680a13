func.func @constants() -> (index, index, index, index, i1, i1) {
  %0 = index.constant 0
  %1 = index.constant -5
  %2 = index.constant {tag} 42
  %3 = index.constant -9223372036854775808
  %4 = index.bool.constant true
  %5 = index.bool.constant false
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, i1, i1
}
