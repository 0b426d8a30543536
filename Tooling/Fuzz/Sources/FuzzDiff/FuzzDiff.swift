import FuzzSupport
import Bindings

/// Fuzzes the diff engine with two arbitrary lists whose items have colliding and duplicated
/// identities. Oracle: the changeset applied to the old list gives exactly the new one (which
/// also proves every index it holds is in range: `applied` checks them), and diffing a list
/// against itself changes nothing.
@_cdecl("FuzzDiff_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, test: fuzzDiff)
}

func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  // The first byte splits the rest into the old and the new list; each byte is one item:
  // its high nibble the identity (16 ids: many duplicates), its low nibble the content.
  guard let split = bytes.first else { return 0 }
  let items = bytes.dropFirst().map { Item(id: $0 >> 4, content: $0 & 0x0F) }
  let cut = items.isEmpty ? 0 : Int(split) % (items.count + 1)
  let old = Array(items[..<cut])
  let new = Array(items[cut...])

  let changeset = Changeset(from: old, to: new)
  let result = changeset.applied(to: old)
  guard result == new else {
    fatalError("diff oracle: applying \(changeset) to \(old) gave \(result), not \(new)")
  }
  let unchanged = Changeset(from: new, to: new)
  guard unchanged.isEmpty else { fatalError("diff oracle: a list diffed against itself changed: \(unchanged)") }
  return 0
}

struct Item: Identifiable, Equatable {
  let id: UInt8
  let content: UInt8
}
