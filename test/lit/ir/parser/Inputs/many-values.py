"""Writes ops whose dictionaries hold more distinct values and types than
the parser remembers (4096 of each), then ops that repeat early ones."""
for i in range(5000):
    print('"t.v%d"() {a = %d : i32, b = "s%d"} : () -> tensor<%dxf32>' % (i, i, i % 7, i))
for i in range(3):
    print('"t.again%d"() {a = %d : i32, b = "s%d"} : () -> tensor<%dxf32>' % (i, i, i % 7, i))
