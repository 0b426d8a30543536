import TerminalUI

/// The built-in tour, played when stdout is not a terminal: every feature once, in the script
/// language `--script` reads (see the README). It doubles as an example script.
enum Tour {
  static let text = """
    # Sign in: first with a wrong password, then with the demo account.
    frame Sign in - the demo account is shown on the screen
    type emilys
    press tab
    type wrong-password
    press enter
    wait
    frame A wrong password is refused, and the password field is cleared
    type emilyspass
    press enter
    wait
    frame Signed in - the home screen greets the user from the API

    # Posts: the first page, then the second, loaded by moving to the end of the list.
    choose Posts
    wait
    frame Posts - the first page, each post with its author
    press end
    wait
    frame Posts - the second page arrived when the selection reached the end
    press esc

    # Beers: the whole catalogue, filtered as you type, and a beer's detail.
    choose Beers
    wait
    frame Beers - the whole catalogue, loaded page by page
    type ipa
    wait
    frame Beers - filtered by “ipa”
    choose 1
    frame Beer detail - the first match
    press n
    frame Beer detail - n shows the next match
    press p
    frame Beer detail - p goes back to the previous one
    press esc
    press esc

    # Sign out returns to the sign-in screen.
    choose Sign out
    frame Signed out - back to the sign-in screen
    """

  /// The tour, parsed (it is checked by the demo's tests).
  static let script: UIScript = {
    do {
      return try UIScript(parsing: text)
    } catch {
      preconditionFailure("the built-in tour does not parse: \(error)")
    }
  }()
}
