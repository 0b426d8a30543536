import ReactiveCore

// Placeholder until the demo issue lands: the composition root will wire the features here.
let title = MutableProperty("ReactiveMVVM demo")
title.producer.startWithValues { print($0) }
print("The interactive demo is not built yet. Run `swift test` to exercise ReactiveCore.")
