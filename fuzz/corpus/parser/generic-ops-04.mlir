"foo.empty_region"() ({}) : () -> ()
"foo.empty_regions"() ({}, {}) : () -> ()
"foo.two_regions"() ({
  "foo.a"() : () -> ()
}, {
  "foo.b"() : () -> ()
}) : () -> ()
"foo.nested"() ({
  "foo.inner"() ({
    "foo.innermost"() ({
      "foo.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
