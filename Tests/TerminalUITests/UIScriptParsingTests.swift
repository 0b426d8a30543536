import TerminalUI
import Testing

@Suite("UIScript: the script language")
struct UIScriptParsingTests {
  @Test("every command parses, with comments, blank lines, quotes and counts")
  func everyCommand() throws {
    let script = try UIScript(
      parsing: """
        # sign in
        type emilys

          press tab
        type "  two spaces \\"quoted\\" "
        press DOWN 3
        press ctrl-u
        press n
        choose 2
        choose Punk IPA
        choose "7"
        wait
        wait 2.5
        expect Signed in
        frame Home screen
        frame
        paste "one\\ntwo \\\\n"
        paste plain \\n
        """)
    #expect(
      script.steps == [
        .init(line: 2, command: .type("emilys")),
        .init(line: 4, command: .press(.tab, times: 1)),
        .init(line: 5, command: .type("  two spaces \"quoted\" ")),
        .init(line: 6, command: .press(.down, times: 3)),
        .init(line: 7, command: .press(.control("u"), times: 1)),
        .init(line: 8, command: .press(.character("n"), times: 1)),
        .init(line: 9, command: .choose(.number(2))),
        .init(line: 10, command: .choose(.containing("Punk IPA"))),
        .init(line: 11, command: .choose(.containing("7"))),
        .init(line: 12, command: .wait(timeout: UIScript.defaultWaitTimeout)),
        .init(line: 13, command: .wait(timeout: 2.5)),
        .init(line: 14, command: .expect("Signed in")),
        .init(line: 15, command: .frame(title: "Home screen")),
        .init(line: 16, command: .frame(title: "")),
        .init(line: 17, command: .paste("one\ntwo \\n")),
        .init(line: 18, command: .paste("plain \\n")),
      ])
    #expect(script.frameCount == 2)
  }

  @Test(
    "a wrong line is an error naming its line and what is wrong",
    arguments: [
      ("frame ok\nprss enter", "line 2: unknown command “prss” (did you mean “press”?)"),
      ("jump", "line 1: unknown command “jump” (commands: type, paste, press, choose, wait, expect, frame)"),
      ("\n\npress", "line 3: press needs a key name"),
      ("press hyperspace", "keys: enter, tab"),
      ("press down 0", "line 1: press count must be from 1 to 1000, not “0”"),
      ("press down three", "not “three”"),
      ("press a b c", "press takes a key and an optional count"),
      ("type", "line 1: type needs some text"),
      ("paste \"\"", "line 1: paste needs some text"),
      ("paste \"open", "line 1: paste: the quote is not closed"),
      ("type \"open", "line 1: type: the quote is not closed"),
      ("type \"a\" b", "line 1: type: text after the closing quote"),
      ("choose 0", "line 1: choose counts rows from 1, not 0"),
      ("wait soon", "line 1: wait takes a number of seconds from 0 to 600, not “soon”"),
      ("wait -1", "not “-1”"),
      ("expect", "line 1: expect needs the text to look for"),
    ])
  func errors(script: String, message: String) {
    #expect {
      _ = try UIScript(parsing: script)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test("key names read back; single characters are exact, names are not case-sensitive")
  func keyNames() {
    for (name, key) in Key.namedKeys {
      #expect(Key(name: name) == key)
      #expect(key.name == name)
    }
    #expect(Key(name: "Escape") == .escape)
    #expect(Key(name: "PageDown") == .pageDown)
    #expect(Key(name: "N") == .character("N"))
    #expect(Key(name: "é") == .character("é"))
    #expect(Key(name: "ctrl-c") == .interrupt)
    #expect(Key.interrupt.name == "ctrl-c")
    #expect(Key(name: "ctrl-1") == nil)
    #expect(Key(name: "") == nil)
  }

  // Found by Tooling/Fuzz (FuzzScript, 2026-11-26): a CRLF line break is one Character in Swift,
  // so splitting on "\n" kept a Windows-edited script as one long line, and a reason echoed it.
  @Test("a script with CRLF or CR line breaks reads as the same script with LF")
  func windowsLineEndings() throws {
    let lines = ["type hello", "press enter", "", "expect done", ""]
    let lf = lines.joined(separator: "\n")
    let crlf = lines.joined(separator: "\r\n")
    let cr = lines.joined(separator: "\r")
    #expect(try UIScript(parsing: crlf) == UIScript(parsing: lf))
    #expect(try UIScript(parsing: cr) == UIScript(parsing: lf))
    #expect(throws: UIScriptError(line: 2, "wait takes a number of seconds from 0 to 600, not “soon”")) {
      try UIScript(parsing: "type a\r\nwait soon\r\n")
    }
  }

  @Test("a reason is one printable line: control characters from the script are shown escaped")
  func reasonsShowControlCharactersEscaped() {
    #expect(throws: UIScriptError(line: 1, "wait takes a number of seconds from 0 to 600, not “\\u{1B}[2J”")) {
      try UIScript(parsing: "wait \u{1B}[2J")
    }
    #expect(throws: UIScriptError(line: 1, "unknown command “ty\\u{7}pe” (did you mean “type”?)")) {
      try UIScript(parsing: "ty\u{7}pe x")
    }
  }
}
