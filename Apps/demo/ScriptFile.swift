import Foundation

/// Reads the text of a `--script` file, whatever kind of file the path names: a regular file, a
/// pipe (`--script <(…)` in a shell, `--script /dev/stdin` with the script piped in) or a
/// device. Every failure says why in words, naming the path.
enum ScriptFile {
  /// The most a script may hold. A script is a page or two of commands; the limit makes a path
  /// such as `/dev/zero` an error instead of a program that fills the memory.
  static let largestSize = 4 << 20

  /// The text of the script at `path`, read to its end.
  static func text(at path: String) throws(DemoFailure) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw failure(path, "there is no such file.")
    }
    guard !isFolder.boolValue else {
      throw failure(path, "it is a folder; give the path of a script file.")
    }
    guard let file = FileHandle(forReadingAtPath: path) else {
      throw failure(
        path,
        FileManager.default.isReadableFile(atPath: path)
          ? "it could not be opened." : "you do not have permission to read it.")
    }
    defer { try? file.close() }
    // Read in pieces until the end: a pipe has no size to read up to, and reading a whole file
    // at once (`String(contentsOfFile:)`) fails on one.
    var bytes = Data()
    while true {
      let piece: Data?
      do {
        piece = try file.read(upToCount: 1 << 16)
      } catch {
        throw failure(path, "reading it failed partway.")
      }
      guard let piece, !piece.isEmpty else { break }
      bytes.append(piece)
      guard bytes.count <= largestSize else {
        throw failure(path, "it is larger than \(largestSize >> 20) MB; a script is a text file of commands.")
      }
    }
    guard let text = String(bytes: bytes, encoding: .utf8) else {
      throw failure(path, "it is not UTF-8 text.")
    }
    return text
  }

  private static func failure(_ path: String, _ reason: String) -> DemoFailure {
    DemoFailure("cannot read the script \(path): \(reason)")
  }
}
