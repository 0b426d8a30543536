// Compiles: an app environment with everything Posts needs registers it.
import FeatureKit
import Networking
import Posts
import ReactiveCore
import TerminalUI

struct CompleteEnvironment: APIEnvironment, UISchedulerEnvironment {
  let apiClient: APIClient
  let uiScheduler: DateScheduler
}

@MainActor
func register(_ environment: CompleteEnvironment) -> RegisteredFeature<ViewController> {
  RegisteredFeature(PostsFeature.self, in: environment)
}
