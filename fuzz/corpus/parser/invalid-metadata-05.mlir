"foo.op"() : () -> ()
{-# dialect_resources: { builtin: { x: "0x04000000" } } #}
