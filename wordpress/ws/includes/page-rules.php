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
