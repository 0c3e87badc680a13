func.func private @fn_result() -> ((i32) -> i32)
