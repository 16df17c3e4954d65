/// App names for scenarios read without the samples (`Scenario(json:appNames:)`): the twin's
/// tests run their scenarios on controllers they build themselves, so the names are only names.
let twinAppNames = ["single", "navigation", "tabs", "container", "wechat", "sidebar"]
