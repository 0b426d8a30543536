/// libFuzzer's driver, entered from a SwiftPM executable.
///
/// SwiftPM links an executable target with its entry point renamed to `<Target>_main`, so
/// libFuzzer's own `main` is never the one called; each target defines that symbol and hands
/// over to `LLVMFuzzerRunDriver` with its test function. Everything else (flags, corpus
/// directories, crash files) is libFuzzer's, as documented at llvm.org/docs/LibFuzzer.html.
public typealias FuzzTest = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: FuzzTest
) -> CInt

/// Runs libFuzzer with the process's arguments and `test` as the function under test.
public func runFuzzer(
  argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, test: FuzzTest
) -> CInt {
  var count = argc
  var vector = argv
  return runDriver(&count, &vector, test)
}

/// The bytes of one fuzz input (empty for a null pointer).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}
