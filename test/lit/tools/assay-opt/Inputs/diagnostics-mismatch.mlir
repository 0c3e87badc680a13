// The message does not contain the expected text.
// expected-error @+1 {{wrong message}}
"foo.op"(%x) : (i32) -> ()
