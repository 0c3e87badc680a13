func.func @"quoted name"(%x: i32) -> (i32) {
  "func.return"(%x) {foo.r} : (i32) -> ()
}
