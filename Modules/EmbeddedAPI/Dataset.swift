import Foundation

/// A record of the bundled data: its parsed value (for filters) and its encoded bytes (served
/// as they are).
struct Record: Sendable {
  let value: JSONValue
  let json: Data

  init(_ value: JSONValue) {
    self.value = value
    self.json = value.encoded()
  }

  var id: Int? { value["id"]?.integer }
}

/// The bundled data of the three original APIs, loaded once from the module's resources.
struct Dataset: Sendable {
  /// JSONPlaceholder's resources.
  let jsonServer: JSONServerDatabase
  let beers: [Record]
  /// DummyJSON users, with their passwords (sign-in).
  let accounts: [Record]

  /// The data, parsed once per process.
  static let bundled: Dataset = {
    do {
      var resources: [String: [Record]] = [:]
      for name in JSONServerDatabase.names { resources[name] = try load(name) }
      return Dataset(
        jsonServer: JSONServerDatabase(resources: resources), beers: try load("beers"),
        accounts: try load("dummyjson-users"))
    } catch {
      fatalError("EmbeddedAPI's bundled data is missing or corrupt: \(error)")
    }
  }()

  private static func load(_ name: String) throws -> [Record] {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).json"])
    }
    guard case let .array(values) = try JSONValue(parsing: Data(contentsOf: url)) else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "\(name).json"])
    }
    return values.map(Record.init)
  }
}

extension Array where Element == Record {
  /// The records as one JSON array.
  var jsonArray: Data {
    var data = Data("[".utf8)
    for (index, record) in enumerated() {
      if index > 0 { data.append(UInt8(ascii: ",")) }
      data.append(record.json)
    }
    data.append(UInt8(ascii: "]"))
    return data
  }
}
