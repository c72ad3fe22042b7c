<?php
// What every front-end page gets in its head: the consent settings, ws.css, the banner's
// modulepreload hints and dist/shell.js (docs/WORDPRESS.md "What a page carries").
declare(strict_types=1);

add_action('wp_head', 'ws_print_head', 1);
add_filter('script_loader_tag', 'ws_defer_core_script', 10, 2);

/** The page's CSP nonce, when the site has one (a security plugin adds it through this filter). */
function ws_csp_nonce(): string
{
    $nonce = (string) apply_filters('ws_csp_nonce', '');
    // A nonce is base64: anything else would break out of the attribute.
    return preg_match('~^[A-Za-z0-9+/=_-]{1,128}$~', $nonce) === 1 ? $nonce : '';
}

function ws_nonce_attribute(): string
{
    $nonce = ws_csp_nonce();
    return $nonce === '' ? '' : ' nonce="' . esc_attr($nonce) . '"';
}

/** The URL of a file in the plugin's dist/. */
function ws_dist_url(string $file): string
{
    return plugins_url('dist/' . ltrim($file, '/'), WS_PLUGIN_FILE);
}

/** The built file's text, or '' when the plugin was installed without its dist/. */
function ws_dist_text(string $file): string
{
    $path = WS_PLUGIN_DIR . '/dist/' . $file;
    return is_readable($path) ? (string) file_get_contents($path) : '';
}

/** The language of the banner texts: the site's locale decides, as it decides <html lang>. */
function ws_page_language(): string
{
    return ws_language_of_locale(determine_locale());
}

/** The settings object the front end reads from #ws-consent-settings; a filter may add fields. */
function ws_page_settings(): array
{
    $scan = get_option(WS_SCAN_OPTION);
    $settings = ws_front_settings(
        ws_settings(),
        ws_page_language(),
        ws_rest_base(),
        is_array($scan) && is_array($scan['services'] ?? null) ? $scan['services'] : []
    );
    return (array) apply_filters('ws_consent_settings', $settings);
}

function ws_print_head(): void
{
    if (is_admin() || !is_readable(WS_PLUGIN_DIR . '/dist/shell.js')) {
        return;
    }
    $nonce = ws_nonce_attribute();
    echo '<script type="application/json" id="ws-consent-settings">'
        . ws_front_settings_json(ws_page_settings())
        . "</script>\n";
    // Hides the printed frame from a visitor who answered (docs/WORDPRESS.md#the-printed-banner).
    $printed = ws_printed_file(ws_dist_text('printed-banner.json'));
    if ($printed !== null) {
        echo ws_printed_head($printed, ws_csp_nonce()) . "\n";
    }
    $css = ws_dist_text('ws.css');
    if ($css !== '') {
        // Inline, as the demo does: a stylesheet request would hold the first paint for a round trip.
        echo '<style id="ws-css"' . $nonce . '>' . str_ireplace('</style', '<\/style', $css) . "</style>\n";
    }
    // No ?ver= on the shell or its chunks: the chunks import ../shell.js by its plain URL, and a
    // second URL for the same file would run the shell twice (docs/WORDPRESS.md "Why the shell's URL has no ?ver=").
    echo '<script type="module" async src="' . esc_url(ws_dist_url('shell.js')) . '"' . $nonce . "></script>\n";
    foreach (ws_first_frame_files(ws_dist_text('chunk-graph.json')) as $file) {
        echo '<link rel="modulepreload" href="' . esc_url(ws_dist_url($file)) . '"' . $nonce . ">\n";
    }
}

add_action('wp_body_open', 'ws_print_banner', 1);
add_action('wp_footer', 'ws_print_banner', 100);

/**
 * The banner's tag with its first frame printed in (docs/WORDPRESS.md#the-printed-banner), bare when
 * there is nothing to ask; unless a page already carries one. First in <body> (wp_body_open), so it
 * paints with the page; a theme without that hook gets it at the end of <body> instead.
 */
function ws_print_banner(): void
{
    static $printed = false;
    if ($printed || is_admin() || !(bool) apply_filters('ws_print_banner', true)) {
        return;
    }
    $printed = true;
    echo ws_banner_markup() . "\n";
}

/** WordPress's own scripts that wait for `load` anyway get `defer` (docs/WORDPRESS.md "Scripts that wait"). */
function ws_defer_core_script(string $tag, string $handle): string
{
    $handles = (array) apply_filters('ws_deferred_scripts', WS_DEFERRED_CORE_SCRIPTS);
    return in_array($handle, $handles, true) ? ws_deferred_script_tag($tag) : $tag;
}
