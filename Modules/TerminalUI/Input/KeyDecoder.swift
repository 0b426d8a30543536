/// Turns the bytes a terminal sends in raw mode into keys. Feed it each read; a sequence split
/// across reads is kept until it is complete. Unknown or malformed sequences are dropped, never
/// a crash; a lone Escape is held until `flush()` (call it when no more bytes come shortly).
///
/// Text between a bracketed paste's marks (`ESC [200~` … `ESC [201~`) is one `.paste` key, its
/// bytes read as UTF-8 (invalid ones as U+FFFD) and kept whatever they are, line breaks and
/// escape sequences included, however many reads it spans.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The bytes of a paste whose end mark has not come yet; `nil` outside a paste.
  private var pasted: [UInt8]?
  /// Escape sequences longer than this are garbage: dropped.
  private static let longestSequence = 32
  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes of an unfinished sequence (or a lone Escape) wait for more and `flush()`
  /// should end them if nothing follows shortly. Inside a paste this is `false`: the decoder
  /// waits for the paste's end mark however long the terminal takes to send it.
  public var hasPending: Bool { pasted == nil && !pending.isEmpty }

  /// The keys in `bytes` (and in what was pending before them).
  public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key] where Bytes.Element == UInt8 {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if pasted != nil {
        let (text, length) = continuePaste(at: index)
        index += length
        guard let text else { break }  // the end mark has not come yet
        if !text.isEmpty { keys.append(.paste(text)) }
      } else if pending[index...].starts(with: Self.pasteStart) {
        pasted = []
        index += Self.pasteStart.count
      } else {
        guard let (key, length) = decode(at: index) else { break }  // incomplete: wait for more
        if let key { keys.append(key) }
        index += length
      }
    }
    pending.removeFirst(index)
    return keys
  }

  /// Inside a paste, from `index`: the pasted text and the bytes used through its end mark, if
  /// the mark is there. If not, no text: the bytes that cannot be the start of the mark join the
  /// paste and count as used, and the rest waits for the next read.
  private mutating func continuePaste(at index: Int) -> (text: String?, length: Int) {
    let bytes = pending[index...]
    if let end = bytes.indices.first(where: { bytes[$0...].starts(with: Self.pasteEnd) }) {
      let text = String(decoding: (pasted ?? []) + bytes[..<end], as: UTF8.self)
      pasted = nil
      return (text, end + Self.pasteEnd.count - index)
    }
    var kept = min(Self.pasteEnd.count - 1, bytes.count)
    while kept > 0, !Self.pasteEnd.starts(with: bytes.suffix(kept)) { kept -= 1 }
    pasted?.append(contentsOf: bytes.dropLast(kept))
    return (nil, bytes.count - kept)
  }

  /// Ends what is pending: a lone Escape becomes `.escape`; an incomplete sequence is dropped.
  /// Inside a paste it does nothing: the paste goes on until its end mark.
  public mutating func flush() -> [Key] {
    guard pasted == nil else { return [] }
    defer { pending = [] }
    return pending == [0x1B] ? [.escape] : []
  }

  /// The key at `index` and how many bytes it used (`nil` key: bytes to drop), or `nil` when the
  /// bytes there are an incomplete sequence.
  private func decode(at index: Int) -> (key: Key?, length: Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return decodeEscape(at: index)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (nil, 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return decodeUTF8(at: index)
    }
  }

  private func decodeEscape(at index: Int) -> (key: Key?, length: Int)? {
    guard index + 1 < pending.count else { return nil }
    let introducer = pending[index + 1]
    switch introducer {
    case UInt8(ascii: "["): return decodeCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      return (Self.cursorKey(final: pending[index + 2]), 3)
    case 0x1B: return (.escape, 1)  // Escape pressed twice: the first stands alone
    default: return (.escape, 1)  // Alt-key or a stray Escape: Escape, then the key itself
    }
  }

  /// `ESC [ parameters final`: parameters are bytes 0x30–0x3F, the final byte 0x40–0x7E.
  private func decodeCSI(at index: Int) -> (key: Key?, length: Int)? {
    var end = index + 2
    while end < pending.count, (0x20...0x3F).contains(pending[end]) {
      end += 1
      if end - index > Self.longestSequence { return (nil, end - index) }
    }
    guard end < pending.count else { return nil }
    let final = pending[end]
    let length = end - index + 1
    guard (0x40...0x7E).contains(final) else { return (nil, length - 1) }
    let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
    let first = parameters.split(separator: ";").first.flatMap { Int($0) }
    let key: Key? =
      switch final {
      case UInt8(ascii: "Z"): .shiftTab
      case UInt8(ascii: "~"):
        switch first {
        case 1, 7: .home
        case 4, 8: .end
        case 3: .delete
        case 5: .pageUp
        case 6: .pageDown
        default: nil
        }
      default: Self.cursorKey(final: final)
      }
    return (key, length)
  }

  /// The arrow, Home or End key a CSI or SS3 sequence ends with, if it is one.
  private static func cursorKey(final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  private func decodeUTF8(at index: Int) -> (key: Key?, length: Int)? {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)  // a continuation byte or an invalid lead: drop it
    }
    guard index + length <= pending.count else {
      // Incomplete, unless a byte already there cannot continue it.
      let present = pending[(index + 1)...]
      return present.allSatisfy({ $0 & 0xC0 == 0x80 }) ? nil : (nil, 1)
    }
    let bytes = pending[index..<(index + length)]
    guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
    else { return (nil, 1) }
    return (.character(Character(scalar)), length)
  }
}
