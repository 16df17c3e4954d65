import Foundation

extension DesignedComparison {
    /// The share of views within 1 pt with each way of measuring text, so that what Interface
    /// Builder's own measurements (``TextMeasurements``) add is never hidden: the advance table
    /// alone; with IB's measurements from every file (`layout screens`' default); and with, for
    /// each file, only the measurements taken from the other files (how well they carry over to a
    /// file IB's frames were not read from).
    ///
    /// - Parameters:
    ///   - modelReport: every scene of `files` laid out as designed with `model` and no measurements.
    ///   - sceneID: the only scene compared, as `--scene` gives it.
    public static func textMeasurementSummary(
        files: [ScreenFile], sceneID: String?, model: TextMetrics, modelReport: ScreensReport
    ) -> String {
        let modelOnly =
            (try? ScreensReport(files: files, sceneID: sceneID, windows: nil, metrics: model)).map { DesignedComparison($0).total }
            ?? Tally(file: "total")
        var everyFile = model
        everyFile.measurements = TextMeasurements.collect(from: modelReport, metrics: model)
        var withMeasurements = Tally(file: "total")
        var otherFiles = Tally(file: "total")
        for file in files where file.designedFor != nil {
            guard sceneID == nil || file.scenes.contains(where: { $0.id == sceneID || $0.sceneID == sceneID }) else { continue }
            let all = try? ScreensReport(files: [file], sceneID: sceneID, windows: nil, metrics: everyFile)
            var others = model
            others.measurements = TextMeasurements.collect(from: modelReport, metrics: model, excluding: file.file)
            let heldOut = try? ScreensReport(files: [file], sceneID: sceneID, windows: nil, metrics: others)
            if let all { withMeasurements.add(DesignedComparison(all).total) }
            if let heldOut { otherFiles.add(DesignedComparison(heldOut).total) }
        }
        func share(_ tally: Tally) -> String {
            let percent = tally.compared == 0 ? "-" : String(format: "%.1f %%", Double(tally.within) / Double(tally.compared) * 100)
            return "\(tally.within)/\(tally.compared) (\(percent), text misses \(tally.misses[.text] ?? 0))"
        }
        return "text measured by the advance table alone: \(share(modelOnly)); with Interface Builder's measurements: "
            + "\(share(withMeasurements)); with only other files' measurements: \(share(otherFiles))\n"
    }
}
