func.func private @unit_result() -> ()
