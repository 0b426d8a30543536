extension Feedback {
  /// This feedback, running only while `isConnected` holds for the loop's state (Loop's
  /// `autoconnect(followingChangesIn:)`).
  ///
  /// A state that makes `isConnected` false disconnects the feedback before the feedback sees
  /// that state: its running effect is cancelled and the events it had queued are dropped. A later
  /// state that makes it true again starts the feedback anew against that state, as if the loop
  /// had just started with it. States in between reach the feedback only while it is connected,
  /// so an effect it would start for them never starts.
  public func autoconnect(followingChangesIn isConnected: @escaping (State) -> Bool) -> Feedback {
    Feedback(transitions: { transitions, output in
      let connection = SerialDisposable()
      // Observing the states before the feedback does, this sees each change first.
      let switching =
        transitions
        .map { state, _ in isConnected(state) }
        .skipRepeats()
        .startWithValues { connected in
          connection.inner = connected ? setup(transitions, output) : nil
        }
      return CompositeDisposable([switching, connection])
    })
  }
}
