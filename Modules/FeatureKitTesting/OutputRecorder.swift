/// Records what a feature reports: pass `record` where a feature's `output` closure goes, then
/// check `outputs`.
///
/// ```swift
/// let outputs = OutputRecorder<PostsFeature.Output>()
/// let screen = ScreenDriver(PostsPresenter(provider: provider, scheduler: scheduler, output: outputs.record))
/// screen.press(.enter)
/// #expect(outputs.outputs == [.chosePost(post)])
/// ```
@MainActor
public final class OutputRecorder<Output> {
  /// What was reported, in order.
  public private(set) var outputs: [Output] = []

  /// An empty recorder.
  public init() {}

  /// The closure to hand to the feature as its output.
  public var record: @MainActor (Output) -> Void {
    { [self] in outputs.append($0) }
  }

  /// The last output, if any.
  public var last: Output? { outputs.last }
}
