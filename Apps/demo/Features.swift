import Author
import BeerDetail
import BeerList
import EditPost
import FeatureKit
import PostDetail
import PostSearch
import Posts
import SignIn
import TerminalUI

/// The demo's features, in the order of the home menu and the tour: adding a feature is one
/// line here (and, if another feature's output opens it, one line in `wire`).
@MainActor
func registeredFeatures(in environment: DemoEnvironment) -> [RegisteredFeature<ViewController>] {
  [
    RegisteredFeature(SignInFeature.self, in: environment),
    RegisteredFeature(PostsFeature.self, in: environment),
    RegisteredFeature(PostDetailFeature.self, in: environment),
    RegisteredFeature(PostSearchFeature.self, in: environment),
    RegisteredFeature(AuthorFeature.self, in: environment),
    RegisteredFeature(EditPostFeature.self, in: environment),
    RegisteredFeature(BeerListFeature.self, in: environment),
    RegisteredFeature(BeerDetailFeature.self, in: environment),
  ]
}

/// What one feature's output opens in another: one line a connection.
@MainActor
func wire(_ navigator: FeatureNavigator<ViewController>) {
  navigator.route(BeerListFeature.self, to: BeerDetailFeature.self) { $0.chosenBeer }
  navigator.route(PostsFeature.self, to: PostDetailFeature.self) { $0.chosenPost?.id }
  navigator.route(PostSearchFeature.self, to: PostDetailFeature.self) { $0.chosenPostID }
  navigator.route(PostDetailFeature.self, to: AuthorFeature.self) { $0.chosenAuthorID }
  navigator.route(PostsFeature.self, to: EditPostFeature.self) { output in
    output.postToEdit.map { EditablePost(id: $0.id, title: $0.title, body: $0.body) }
  }
}
