// Nothing is wrong with this input.
// expected-error @+1 {{never produced}}
"foo.op"() : () -> ()
// expected-remark @-1 {{remark text}}
