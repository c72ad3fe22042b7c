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
