func.func private @empty_attrs(i32 {}) -> (i32 {})
