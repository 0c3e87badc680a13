// A tiled copy between memrefs with different layouts, written with aliases.
//
// Shows: type aliases (`!tile`) and attribute aliases (`#transpose`) in the
// input, which the printer expands; the printer's own aliases for affine
// maps (#map, #map1, ...); memory spaces (integer and string); strided and
// affine-map layouts; an integer set describing the valid tiles.
!elt = f16
!src = memref<64x64x!elt, strided<[64, 1], offset: ?>, 1>
!dst = memref<64x64x!elt, affine_map<(d0, d1) -> (d1, d0)>, "workgroup">
!tile = vector<8x8x!elt>
#tiling = affine_map<(d0, d1)[s0] -> (d0 * 8 + s0, d1 * 8)>
#in_bounds = affine_set<(d0, d1) : (-d0 + 7 >= 0, -d1 + 7 >= 0)>
"demo.func"() ({
^bb0(%src: !src, %dst: !dst, %ti: index, %tj: index):
  %row = "demo.apply"(%ti, %tj) {map = #tiling} : (index, index) -> index
  "demo.guard"(%ti, %tj) ({
    %t = "demo.read_tile"(%src, %row, %tj) : (!src, index, index) -> !tile
    %tt = "demo.transpose"(%t) : (!tile) -> !tile
    "demo.write_tile"(%tt, %dst, %tj, %row) : (!tile, !dst, index, index) -> ()
    "demo.yield"() : () -> ()
  }) {condition = #in_bounds} : (index, index) -> ()
  "demo.return"() : () -> ()
}) {sym_name = "copy_tile"} : () -> ()
