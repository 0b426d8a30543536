/// A beer of the Punk API v2 catalogue (BrewDog's DIY Dog recipes), decoded from its JSON with
/// snake_case keys. Only `id`, `name` and `abv` are always there; every other number may be
/// null, and every other field may be missing, so one odd record never fails a whole page.
public struct Beer: Identifiable, Equatable, Sendable, Codable {
  /// The catalogue number.
  public var id: Int
  /// The name ("Punk IPA 2007 - 2010").
  public var name: String
  /// The one-line pitch.
  public var tagline: String?
  /// When it was first brewed, as the catalogue writes it ("04/2007", "2008").
  public var firstBrewed: String?
  /// The description.
  public var description: String?
  /// A picture of the bottle or keg.
  public var imageUrl: String?
  /// Alcohol by volume, in percent.
  public var abv: Double
  /// International bitterness units.
  public var ibu: Double?
  /// Target final gravity.
  public var targetFg: Double?
  /// Target original gravity.
  public var targetOg: Double?
  /// Colour (European Brewery Convention).
  public var ebc: Double?
  /// Colour (Standard Reference Method).
  public var srm: Double?
  /// Acidity.
  public var ph: Double?
  /// How much of the sugar the yeast turned into alcohol, in percent.
  public var attenuationLevel: Double?
  /// The batch size.
  public var volume: Quantity?
  /// The volume before the boil.
  public var boilVolume: Quantity?
  /// How it is brewed.
  public var method: Method?
  /// What goes in.
  public var ingredients: Ingredients?
  /// Dishes it goes with.
  public var foodPairing: [String]?
  /// The brewers' advice.
  public var brewersTips: String?
  /// Who added the recipe ("Sam Mason <samjbmason>").
  public var contributedBy: String?

  /// Creates a beer with the fields screens show; the rest stay empty.
  public init(
    id: Int, name: String, tagline: String? = nil, firstBrewed: String? = nil, description: String? = nil,
    abv: Double, ibu: Double? = nil, foodPairing: [String]? = nil, contributedBy: String? = nil
  ) {
    self.id = id
    self.name = name
    self.tagline = tagline
    self.firstBrewed = firstBrewed
    self.description = description
    self.abv = abv
    self.ibu = ibu
    self.foodPairing = foodPairing
    self.contributedBy = contributedBy
  }

  /// An amount with its unit ("20 litres", "64 celsius").
  public struct Quantity: Equatable, Sendable, Codable {
    /// The number, when known.
    public var value: Double?
    /// The unit.
    public var unit: String?

    /// Creates a quantity.
    public init(value: Double?, unit: String?) {
      self.value = value
      self.unit = unit
    }
  }

  /// The brewing method.
  public struct Method: Equatable, Sendable, Codable {
    /// Mash steps: temperature and minutes.
    public var mashTemp: [MashStep]?
    /// The fermentation temperature.
    public var fermentation: Fermentation?
    /// Anything unusual ("Add lemon zest at flameout").
    public var twist: String?
  }

  /// One mash step.
  public struct MashStep: Equatable, Sendable, Codable {
    /// The temperature.
    public var temp: Quantity?
    /// Minutes.
    public var duration: Double?
  }

  /// The fermentation step.
  public struct Fermentation: Equatable, Sendable, Codable {
    /// The temperature.
    public var temp: Quantity?
  }

  /// What the beer is brewed from.
  public struct Ingredients: Equatable, Sendable, Codable {
    /// Malts and their amounts.
    public var malt: [Malt]?
    /// Hops, their amounts and when they go in.
    public var hops: [Hop]?
    /// The yeast.
    public var yeast: String?
  }

  /// A malt.
  public struct Malt: Equatable, Sendable, Codable {
    /// The name.
    public var name: String
    /// How much.
    public var amount: Quantity?
  }

  /// A hop addition.
  public struct Hop: Equatable, Sendable, Codable {
    /// The name.
    public var name: String
    /// How much.
    public var amount: Quantity?
    /// When it is added ("start", "middle", "end", "dry hop").
    public var add: String?
    /// What it is for ("bitter", "flavour", "aroma").
    public var attribute: String?
  }
}
