/// A reducer that changes the state in place for an event (Loop 3's shape).
public typealias Reducer<State, Event> = (inout State, Event) -> Void

/// One reducer that runs `reducers` in order for each event, each seeing the state the one
/// before it left (Loop 3's `combine`). With none, the state never changes.
public func combine<State, Event>(_ reducers: Reducer<State, Event>...) -> Reducer<State, Event> {
  { state, event in
    for reducer in reducers { reducer(&state, event) }
  }
}

/// Lifts a reducer of one part of the state to the whole (Loop 3's `pullback`): an event that
/// `extractEvent` turns into a local event is reduced into the part at `value`; any other
/// event leaves the state as it was.
public func pullback<LocalState, GlobalState, LocalEvent, GlobalEvent>(
  _ reducer: @escaping Reducer<LocalState, LocalEvent>,
  value: WritableKeyPath<GlobalState, LocalState>,
  extractEvent: @escaping (GlobalEvent) -> LocalEvent?
) -> Reducer<GlobalState, GlobalEvent> {
  { state, event in
    guard let local = extractEvent(event) else { return }
    reducer(&state[keyPath: value], local)
  }
}

/// Lifts a reducer of an optional part of the state to the whole: as the other `pullback`,
/// but while the part is `nil` its events change nothing (it is not created for them).
public func pullback<LocalState, GlobalState, LocalEvent, GlobalEvent>(
  _ reducer: @escaping Reducer<LocalState, LocalEvent>,
  value: WritableKeyPath<GlobalState, LocalState?>,
  extractEvent: @escaping (GlobalEvent) -> LocalEvent?
) -> Reducer<GlobalState, GlobalEvent> {
  { state, event in
    guard let local = extractEvent(event), var part = state[keyPath: value] else { return }
    reducer(&part, local)
    state[keyPath: value] = part
  }
}

/// Lifts a reducer of one part of the state to the whole, finding the local event at a key
/// path of the global event that is `nil` for events of other parts (Loop's earlier spelling,
/// which its examples use: `pullback(child.reduce, value: \.child, event: \.child)`).
public func pullback<LocalState, GlobalState, LocalEvent, GlobalEvent>(
  _ reducer: @escaping Reducer<LocalState, LocalEvent>,
  value: WritableKeyPath<GlobalState, LocalState>,
  event: KeyPath<GlobalEvent, LocalEvent?>
) -> Reducer<GlobalState, GlobalEvent> {
  pullback(reducer, value: value, extractEvent: { $0[keyPath: event] })
}
