import HTTPTypes
import Hummingbird

/// What every route shares, as json-server answers it: CORS for browsers (the request's origin
/// allowed with credentials, `X-Total-Count` and `Link` exposed, OPTIONS preflights answered),
/// and `{}` with 404 for a path no route serves.
enum APIMiddleware {
  /// Adds both to `router`; call before registering routes.
  static func install(on router: Router<BasicRequestContext>) {
    router.add(
      middleware: CORSMiddleware(
        allowOrigin: .originBased,
        allowHeaders: [.accept, .authorization, .contentType, .origin],
        allowMethods: [.get, .head, .put, .patch, .post, .delete],
        allowCredentials: true,
        exposedHeaders: ["X-Total-Count", "Link"]))
    router.add(middleware: JSONNotFound())
  }

  /// Turns the router's "no route" into json-server's empty JSON object.
  struct JSONNotFound: RouterMiddleware {
    func handle(
      _ request: Request, context: BasicRequestContext,
      next: (Request, BasicRequestContext) async throws -> Response
    ) async throws -> Response {
      do {
        return try await next(request, context)
      } catch let error as HTTPError where error.status == .notFound {
        return EmbeddedRoutes.response(EmbeddedRoutes.notFound)
      }
    }
  }
}
