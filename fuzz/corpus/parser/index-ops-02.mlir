func.func @casts_and_sizeof(%a: index, %i: i32, %j: i64) {
  %0 = index.castu %a : index to i32
  %1 = index.castu %j : i64 to index
  %2 = index.casts %i : i32 to index
  %3 = index.casts %a {tag} : index to i1
  %4 = index.sizeof
  %5 = index.sizeof {tag}
  return
}
