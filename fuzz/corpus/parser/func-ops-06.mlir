func.func private @decl(i32, f32) -> (i64 {foo.r}) attributes {foo.x = 1 : i32}
func.func @body(%a: i32 {foo.a, foo.b = 2}, %b: i64) -> (i32 {foo.b}, i64) attributes {foo.x} {
  %0:2 = call @body(%a, %b) : (i32, i64) -> (i32, i64)
  %f = constant @body : (i32, i64) -> (i32, i64)
  %g = func.constant @decl : (i32, f32) -> i64
  %1:2 = func.call_indirect %f(%a, %b) : (i32, i64) -> (i32, i64)
  func.call @unit() {foo.z} : () -> ()
  %h = "func.constant"() {value = @unit} : () -> (() -> ())
  call_indirect %h() {foo.y} : () -> ()
  func.return %a, %b : i32, i64
}
func.func @unit() {
  return
}
