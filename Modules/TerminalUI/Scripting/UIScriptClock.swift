/// What a script player needs from the app's time: running the work due now, and letting time
/// pass until the app has nothing left to load.
@MainActor
public protocol UIScriptClock: AnyObject {
  /// Runs the UI work due now (values that hopped to the UI scheduler), without letting time pass.
  func runDueWork()

  /// Lets time pass until nothing is loading or waiting to happen; false if something still is
  /// after `timeout` seconds of waiting (how they are counted is up to the clock).
  func settle(timeout: Double) async -> Bool
}
