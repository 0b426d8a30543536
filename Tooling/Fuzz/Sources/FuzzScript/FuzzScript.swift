import FuzzSupport
import Foundation
import TerminalUI

/// Fuzzes the UI script parser with arbitrary text (any bytes, read as UTF-8 with replacement).
/// Oracle: a script either parses or throws a `UIScriptError` naming a line of the text and a
/// one-line reason; never a crash.
@_cdecl("FuzzScript_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, test: fuzzScript)
}

func fuzzScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
  do {
    _ = try UIScript(parsing: text)
  } catch {
    // Lines end at LF, CRLF or CR, as the parser reads them.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.count
    guard (1...max(lines, 1)).contains(error.line) else {
      fatalError("script oracle: error on line \(error.line) of a \(lines)-line script")
    }
    guard !error.reason.isEmpty, !error.reason.contains("\n") else {
      fatalError("script oracle: the reason is not one line: \(error.reason.debugDescription)")
    }
  }
  return 0
}
