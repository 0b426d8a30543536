// Must not compile: the app environment forgot the UI scheduler Posts requires.
import FeatureKit
import Networking
import Posts
import TerminalUI

struct IncompleteEnvironment: APIEnvironment {
  let apiClient: APIClient
}

@MainActor
func register(_ environment: IncompleteEnvironment) -> RegisteredFeature<ViewController> {
  RegisteredFeature(PostsFeature.self, in: environment)
}
