import Foundation
import ReactiveCore
import Synchronization

/// Global settings of the dialect, as RxSwift's `Hooks`: what happens to an error that reaches a
/// `subscribe` without `onError`, and whether the subscribing call stack is recorded for it.
///
/// Set them once, at start-up, before subscriptions are made (they are read at each
/// subscription and error; setting them while others subscribe on other threads is safe but
/// which value those see is not defined).
public enum Hooks {
  /// Receives an error that a subscription had no `onError` for, with the call stack of the
  /// subscribing call when `recordCallStackOnError` is on (else an empty array). By default a
  /// debug build prints "Unhandled error happened: …", and a release build does nothing.
  public static var defaultErrorHandler: (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void {
    get { settings.value.defaultErrorHandler }
    set { settings.modify { $0.defaultErrorHandler = newValue } }
  }

  /// Captures the call stack recorded for unhandled errors (by default
  /// `Thread.callStackSymbols`).
  public static var customCaptureSubscriptionCallstack: () -> [String] {
    get { settings.value.captureCallStack }
    set { settings.modify { $0.captureCallStack = newValue } }
  }

  /// Whether each `subscribe(onNext:…)` records its call stack for `defaultErrorHandler` (off by
  /// default: capturing costs on every subscription).
  public static var recordCallStackOnError: Bool {
    get { recordsCallStack.load(ordering: .relaxed) }
    set { recordsCallStack.store(newValue, ordering: .relaxed) }
  }

  /// Read at every subscription without `onError`: an atomic flag, not the locked settings.
  private static let recordsCallStack = Synchronization.Atomic<Bool>(false)

  private struct Settings {
    var defaultErrorHandler: ([String], Swift.Error) -> Void = { callStack, error in
      #if DEBUG
        let stack = callStack.isEmpty ? "" : "\nsubscription called from:\n" + callStack.joined(separator: "\n")
        print("Unhandled error happened: \(error)\(stack)")
      #endif
    }
    var captureCallStack: () -> [String] = { Thread.callStackSymbols }
  }

  private static let settings = ReactiveCore.Atomic(Settings())

  /// Hands `error`, which reached a subscription without `onError`, to `defaultErrorHandler`.
  @usableFromInline static func reportUnhandled(_ error: Swift.Error, callStack: [String]) {
    defaultErrorHandler(callStack, error)
  }

  /// The call stack to record at a subscription, or `[]` when recording is off.
  @usableFromInline static func subscriptionCallStack() -> [String] {
    recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
  }
}
