public enum ReactiveCoreTestingPlaceholder {}
