import ForteText

/// Every key, from the key map itself.
enum HelpScreen {
    static func draw(in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        canvas.fill(rect)
        canvas.put("forte · keys", x: rect.x + 2, y: rect.y, style: palette.focusedHeading)
        let keysWidth = KeyMap.help.map { TextWidth.of($0.keys) }.max() ?? 0
        for (row, binding) in KeyMap.help.enumerated() where row + 2 < rect.height {
            let y = rect.y + 2 + row
            canvas.put(binding.keys, x: rect.x + 2, y: y, style: palette.heading)
            canvas.put(binding.action, x: rect.x + 4 + keysWidth, y: y, width: rect.width - keysWidth - 5, style: palette.text)
        }
    }
}
