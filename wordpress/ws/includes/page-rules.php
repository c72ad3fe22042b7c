<?php
// Pure rules of what a page carries and which region a visitor is in. No WordPress function here,
// so phpunit loads this file alone (test/php/).
declare(strict_types=1);

/** Countries with a cookie law of the EU's kind: the EU, the EEA and Switzerland (GB has its own region). */
const WS_EU_COUNTRIES = [
    'AT',
    'BE',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SK',
    'SI',
    'ES',
    'SE',
    'IS',
    'LI',
    'NO',
    'CH',
];
/** The regions of the settings page, by the country codes that name them. */
const WS_COUNTRY_REGIONS = ['GB' => 'uk', 'US' => 'us', 'CA' => 'ca', 'AU' => 'au', 'ZA' => 'za', 'BR' => 'br'];

/** The settings region of a visitor's country (ISO 3166 alpha-2); unknown countries keep the site's region. */
function ws_region_of_country(string $country, string $site_region): string
{
    $country = strtoupper($country);
    if (in_array($country, WS_EU_COUNTRIES, true)) {
        return 'eu';
    }
    return WS_COUNTRY_REGIONS[$country] ?? $site_region;
}

/**
 * The files that paint the consent banner's first frame, from dist/chunk-graph.json: hinted with
 * modulepreload in the head so they come with the shell, not after it.
 *
 * @return list<string>
 */
function ws_first_frame_files(string $chunk_graph_json): array
{
    $graph = json_decode($chunk_graph_json, true);
    $files = is_array($graph) && is_array($graph['elements']['ws-consent-banner'] ?? null)
        ? $graph['elements']['ws-consent-banner']
        : [];
    $files = array_values(array_filter(
        $files,
        fn ($file) => is_string($file)
            && preg_match('~^[\w./-]+\.js\z~', $file) === 1
            && !str_contains($file, '..')
            && $file !== 'shell.js'
    ));
    $first_frame = array_values(array_filter($files, fn ($file) => str_ends_with($file, '.first-frame.js')));
    return $first_frame !== [] ? $first_frame : $files;
}

/**
 * WordPress's own front-end scripts that act only once the page has loaded (their code starts on the
 * window's `load` event), by handle: the navigation block's submenus and its phone menu. Printed in the
 * head without `defer`, they hold the first paint for a request each (docs/WORDPRESS.md "Scripts that wait").
 */
const WS_DEFERRED_CORE_SCRIPTS = ['wp-block-navigation-view', 'wp-block-navigation-view-2'];

/**
 * The tags WordPress prints for one script handle, with `defer` on its external script: it then loads
 * beside the page and runs before `load`, as it did. Left as it is when the tag already has `defer` or
 * `async`, is a module, or comes with an inline script (those run in order with it; deferring one
 * alone would reorder them).
 */
function ws_deferred_script_tag(string $tag): string
{
    if (preg_match_all('~<script\b([^>]*)>~i', $tag, $openings) !== 1) {
        return $tag;
    }
    $attributes = $openings[1][0];
    if (
        preg_match('~\ssrc\s*=~i', $attributes) !== 1
        || preg_match('~\s(defer|async)(\s|=|/|$)~i', $attributes) === 1
        || preg_match('~\stype\s*=\s*["\']?module~i', $attributes) === 1
    ) {
        return $tag;
    }
    return (string) preg_replace('~<script\b~i', '<script defer', $tag, 1);
}

/**
 * Puts the site's explanation text into each `<ws-manage-consent src>` whose empty `src` asks for this
 * site's own text, as its slot "text": the visitor reads it in the first paint and the element fetches
 * nothing (docs/WORDPRESS.md "The privacy page"). A tag that names another source, or already holds a
 * text of its own, stays as it is. `$text` is HTML the caller has already made safe; `$record_lines` says
 * the element will show the consent record below its switches, so their room is kept before its code comes.
 */
function ws_with_manage_consent_text(string $html, string $text, bool $record_lines = false): string
{
    if ($text === '' || stripos($html, '<ws-manage-consent') === false) {
        return $html;
    }
    return (string) preg_replace_callback(
        '~(<ws-manage-consent\b([^>]*)>)(.*?</ws-manage-consent\s*>)~is',
        function (array $match) use ($text, $record_lines): string {
            $asks_this_site = preg_match('~(?:^|\s)src(?:\s*=\s*(?:""|\'\'))?(?=\s|/|$)~i', $match[2]) === 1;
            $has_text = preg_match('~\sslot\s*=\s*["\']?text["\'\s>]~i', $match[3]) === 1;
            return $asks_this_site && !$has_text
                ? $match[1] . '<div slot="text"' . ($record_lines ? ' data-record-lines' : '') . '>' . $text . '</div>'
                    . $match[3]
                : $match[0];
        },
        $html
    );
}
