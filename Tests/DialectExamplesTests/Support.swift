import EmbeddedAPI
import Foundation
import ReactiveCoreRx

/// The first element `source` sends, awaited (no sleeping: the test resumes when it arrives).
@MainActor
func firstElement<Source: ObservableConvertibleType>(
  of source: Source, where matches: @escaping (Source.Element) -> Bool = { _ in true }
) async throws -> Source.Element where Source.Element: Sendable {
  try await withCheckedThrowingContinuation { continuation in
    let resumed = ResumedOnce()
    _ = source.asObservable().filter(matches).take(1).subscribe(
      onNext: { element in if resumed.claim() { continuation.resume(returning: element) } },
      onError: { error in if resumed.claim() { continuation.resume(throwing: error) } },
      onCompleted: { if resumed.claim() { continuation.resume(throwing: RxError.noElements) } })
  }
}

/// Lets a continuation be resumed once, whichever event comes first.
final class ResumedOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false

  func claim() -> Bool {
    lock.withLock {
      defer { done = true }
      return !done
    }
  }
}

/// The embedded API on an ephemeral loopback port, for the length of `body` (run on the main
/// actor, where the views live).
@MainActor
func withEmbeddedAPI(_ body: @MainActor (URL) async throws -> Void) async throws {
  let server = try await EmbeddedAPIServer.start()
  do {
    try await body(server.baseURL)
    await server.stop()
  } catch {
    await server.stop()
    throw error
  }
}
