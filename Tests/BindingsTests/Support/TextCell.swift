import Bindings
import BindingsTesting
import ReactiveCore

/// A cell that shows one line of text.
@MainActor
final class TextCell: ReusableCell {
  let reuseBag = DisposeBag()
  var text = ""
  init(reuseIdentifier: String) {}
}

extension RecordingListView {
  /// The text of every visible cell, in order (for cells that are `TextCell`s).
  var visibleTexts: [String] {
    visible.keys.sorted().compactMap { (visible[$0] as? TextCell)?.text }
  }
}
