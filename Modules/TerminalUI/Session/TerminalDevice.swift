#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal behind a file descriptor: whether there is one, its size, and writing to it.
public struct TerminalDevice: Sendable {
  /// The descriptor keys are read from.
  public let input: Int32
  /// The descriptor frames are written to.
  public let output: Int32

  /// The process's standard input and output.
  public static let standard = TerminalDevice(input: STDIN_FILENO, output: STDOUT_FILENO)

  /// Creates a device on two descriptors.
  public init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
  }

  /// Whether both ends are terminals (an interactive session is possible).
  public var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

  /// Whether the output is a terminal.
  public var outputIsTerminal: Bool { isatty(output) == 1 }

  /// The output terminal's size, or `nil` when it is not a terminal (or reports 0x0).
  public var size: Size? {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes all of `text`, retrying short writes and interruptions; gives up on other errors
  /// (a closed terminal is not worth crashing for).
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        writeBytes(output, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return
      }
    }
  }
}

/// The C `write`, under a name a method called `write` does not shadow.
func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
