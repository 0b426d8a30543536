import FuzzSupport
import TerminalUI

/// Fuzzes the terminal key decoder with arbitrary bytes: partial, overlong and malformed escape
/// sequences, invalid UTF-8. Oracle: the keys do not depend on how the bytes were split across
/// reads (the first byte picks a split point), and after `flush()` nothing is pending.
@_cdecl("FuzzKeys_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, test: fuzzKeys)
}

func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  guard let first = bytes.first else { return 0 }
  let input = Array(bytes.dropFirst())

  var whole = KeyDecoder()
  let keysAtOnce = whole.feed(input) + whole.flush()

  let cut = input.isEmpty ? 0 : Int(first) % (input.count + 1)
  var split = KeyDecoder()
  let keysSplit = split.feed(input[..<cut]) + split.feed(input[cut...]) + split.flush()

  guard !whole.hasPending, !split.hasPending else { fatalError("keys oracle: bytes pending after flush") }
  guard keysAtOnce == keysSplit else {
    fatalError("keys oracle: \(input) read at once gave \(keysAtOnce), split at \(cut) gave \(keysSplit)")
  }
  return 0
}
