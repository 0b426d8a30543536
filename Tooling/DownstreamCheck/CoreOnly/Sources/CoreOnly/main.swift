// Uses ReactiveCore and Bindings as a downstream app would: a property, an operator chain, a
// binding, and a diff.
import Bindings
import ReactiveCore

struct Beer: Identifiable, Equatable {
  let id: Int
  var name: String
}

let names = MutableProperty(["Buzz", "Trashy Blonde"])
var seen: [Int] = []
names.producer.map(\.count).startWithValues { seen.append($0) }
names.value.append("Punk IPA")

let old = [Beer(id: 1, name: "Buzz"), Beer(id: 2, name: "Trashy Blonde")]
let new = [Beer(id: 2, name: "Trashy Blonde"), Beer(id: 3, name: "Punk IPA"), Beer(id: 1, name: "Buzz!")]
let changeset = Changeset(from: old, to: new)
precondition(changeset.applied(to: old) == new)
print("CoreOnly: counts \(seen), \(changeset.insertions.count) insert, \(changeset.moves.count) move, \(changeset.updates.count) update")
