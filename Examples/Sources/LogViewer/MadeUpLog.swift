/// A log to try the viewer on without one: `count` lines of a made-up
/// service's log, each with a level, a component and a request number.
public enum MadeUpLog {
  static let levels = ["INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"]
  static let components = ["http", "db", "cache", "auth", "queue", "mailer", "search"]
  static let events = [
    "request served", "connection opened", "connection closed", "query took longer than usual",
    "entry expired", "token refreshed", "job retried", "message delivered", "index rebuilt",
  ]

  public static func lines(_ count: Int) -> [String] {
    (0..<count).map { line in
      let level = levels[line % levels.count]
      let component = components[(line / 3) % components.count]
      let event = events[(line * 7) % events.count]
      return "\(level) \(component): \(event) (request \(line + 1))"
    }
  }
}
