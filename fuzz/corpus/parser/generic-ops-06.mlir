"foo.loop"() ({
  "foo.br"()[^header] : () -> ()
^header:
  "foo.cond"()[^header, ^done, ^done] <{p}> {a} : () -> ()
^done:
  "foo.end"() : () -> ()
}) : () -> ()
