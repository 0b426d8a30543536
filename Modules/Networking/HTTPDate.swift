import Foundation

/// Reads an HTTP date, as a `Retry-After` header may carry one (RFC 9110, section 5.6.7).
///
/// A recipient must accept all three forms servers have used:
/// - IMF-fixdate, the one servers send today: `Sun, 06 Nov 1994 08:49:37 GMT`
/// - the obsolete RFC 850 form, with a two-digit year: `Sunday, 06-Nov-94 08:49:37 GMT`
/// - C's `asctime()` form, with no zone (GMT is meant): `Sun Nov  6 08:49:37 1994`
///
/// Names of days and months are read case-insensitively, and the day's name is not checked
/// against the date (the RFC calls it informational). A two-digit year is read in the century
/// of `now`, unless that puts it more than 50 years ahead, when it is the century before (the
/// RFC's rule). Anything else, including a zone other than GMT or an impossible date such as
/// 31 April, is not a date.
///
/// Written by hand rather than with `DateFormatter`, which on Linux leaks 128 bytes on every
/// parse that fails (found by the `FuzzResponses` fuzz target, 2026-11-28) and accepts only
/// the first form.
enum HTTPDate {
  static func date(from text: Substring, now: Date) -> Date? {
    var reader = Reader(Array(text.utf8))
    guard let dayName = reader.word(), dayNames.contains(dayName) else { return nil }
    let fields: Fields?
    if reader.skip(","), reader.skip(" ") {
      fields = reader.imfOrRFC850(now: now)
    } else if reader.skip(" ") {
      fields = reader.asctime()
    } else {
      return nil
    }
    guard let fields, reader.isAtEnd, let seconds = fields.secondsSince1970 else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  private static let dayNames: Set<String> = [
    "mon", "tue", "wed", "thu", "fri", "sat", "sun",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]
  fileprivate static let monthNames = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The parts of a date as written, before they are checked.
  fileprivate struct Fields {
    var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    /// Seconds since 1970 in UTC, or `nil` when a part is out of range. A second of 60 (a leap
    /// second) is allowed and counts as the next minute's first.
    var secondsSince1970: Int? {
      guard (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day),
        (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
      else { return nil }
      return Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
      switch month {
      case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
      case 4, 6, 9, 11: return 30
      default: return 31
      }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar. Counts in
    /// 400-year eras of 146,097 days, with years starting in March so that February's leap
    /// day comes last.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
      let marchYear = month <= 2 ? year - 1 : year
      let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
      let yearOfEra = marchYear - era * 400
      let monthFromMarch = (month + 9) % 12
      let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      return era * 146_097 + dayOfEra - 719_468
    }
  }

  /// Reads the ASCII of one header value from left to right.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Character) -> Bool {
      guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
      index += 1
      return true
    }

    /// Letters, lowercased; `nil` when there are none.
    mutating func word() -> String? {
      let start = index
      while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z")
      {
        index += 1
      }
      guard index > start else { return nil }
      return String(decoding: bytes[start..<index].map { $0 | 0x20 }, as: UTF8.self)
    }

    /// Exactly `count` digits as a number.
    mutating func number(digits count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += count
      return value
    }

    mutating func month() -> Int? {
      guard let name = word() else { return nil }
      return HTTPDate.monthNames.firstIndex(of: name).map { $0 + 1 }
    }

    /// `08:49:37`
    mutating func timeOfDay() -> (hour: Int, minute: Int, second: Int)? {
      guard let hour = number(digits: 2), skip(":"), let minute = number(digits: 2), skip(":"),
        let second = number(digits: 2)
      else { return nil }
      return (hour, minute, second)
    }

    /// After `Sun, `: `06 Nov 1994 08:49:37 GMT` or `06-Nov-94 08:49:37 GMT`.
    mutating func imfOrRFC850(now: Date) -> Fields? {
      guard let day = number(digits: 2) else { return nil }
      let year: Int
      let month: Int
      if skip(" ") {
        guard let name = self.month(), skip(" "), let fourDigits = number(digits: 4) else { return nil }
        (month, year) = (name, fourDigits)
      } else if skip("-") {
        guard let name = self.month(), skip("-"), let twoDigits = number(digits: 2) else { return nil }
        (month, year) = (name, Self.year(fromTwoDigits: twoDigits, now: now))
      } else {
        return nil
      }
      guard skip(" "), let time = timeOfDay(), skip(" "), word() == "gmt" else { return nil }
      return Fields(year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second)
    }

    /// After `Sun `: `Nov  6 08:49:37 1994` (a one-digit day is padded with a space).
    mutating func asctime() -> Fields? {
      guard let month = self.month(), skip(" ") else { return nil }
      let day = skip(" ") ? number(digits: 1) : number(digits: 2)
      guard let day, skip(" "), let time = timeOfDay(), skip(" "), let year = number(digits: 4) else { return nil }
      return Fields(year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second)
    }

    /// RFC 9110: a two-digit year that would be more than 50 years in the future is the most
    /// recent year in the past with the same last two digits.
    private static func year(fromTwoDigits twoDigits: Int, now: Date) -> Int {
      let today = Int((now.timeIntervalSince1970 / 86_400).rounded(.down))
      var currentYear = 1970 + Int((Double(today) / 365.2425).rounded(.down))
      while Fields.daysSince1970(year: currentYear, month: 1, day: 1) > today { currentYear -= 1 }
      while Fields.daysSince1970(year: currentYear + 1, month: 1, day: 1) <= today { currentYear += 1 }
      let candidate = currentYear - currentYear % 100 + twoDigits
      return candidate > currentYear + 50 ? candidate - 100 : candidate
    }
  }
}
