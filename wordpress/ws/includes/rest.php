<?php
// The consent endpoints under the plugin's REST namespace (docs/WORDPRESS.md "Endpoints"):
// {url}/v1/banner and {url}/v1/manage_consent_html. track and consent_record live in records.php.
declare(strict_types=1);

add_action('rest_api_init', 'ws_register_consent_routes');

/** Every banner-service call carries five random letters against caches (docs/WORDPRESS.md "Endpoints"). */
function ws_token_argument(): array
{
    return [
        'token' => [
            'description' => 'Five random letters against caches.',
            'required' => true,
            'type' => 'string',
            'validate_callback' => static fn (mixed $value): bool => ws_record_valid_token($value),
        ],
    ];
}

function ws_register_consent_routes(): void
{
    register_rest_route(WS_REST_NAMESPACE, '/banner', [
        'methods' => 'GET',
        'callback' => 'ws_rest_banner',
        'permission_callback' => '__return_true',
        'args' => ws_token_argument(),
    ]);
    register_rest_route(WS_REST_NAMESPACE, '/manage_consent_html', [
        'methods' => 'GET',
        'callback' => 'ws_rest_manage_consent_html',
        'permission_callback' => '__return_true',
        'args' => ws_token_argument(),
    ]);
}

/** The settings of the visitor's region: a country header from the host's proxy picks it. */
function ws_rest_banner(WP_REST_Request $request): WP_REST_Response
{
    $settings = ws_page_settings();
    $country = (string) ($request->get_header('cf_ipcountry') ?? '');
    if (preg_match('/^[A-Za-z]{2}$/', $country) === 1) {
        $settings['region'] = ws_region_of_country($country, (string) ($settings['region'] ?? 'eu'));
    }
    $response = new WP_REST_Response($settings);
    // The answer depends on the country header: a cache in front must keep one per country.
    $response->header('Vary', 'CF-IPCountry');
    return $response;
}

/** The explanation above the manage-consent switches, as HTML (the element sanitizes it again). */
function ws_rest_manage_consent_html(): WP_REST_Response
{
    return new WP_REST_Response(ws_manage_consent_text());
}

/**
 * The explanation above the manage-consent switches, as HTML, after the filter `ws_manage_consent_html`.
 * Printed on the privacy page itself, its link to that page is left out: it would lead nowhere.
 */
function ws_manage_consent_text(bool $printed_on = false, string $page_url = ''): string
{
    $german = ws_page_language() === 'de';
    $settings = ws_settings();
    $html = '<p>' . esc_html($german
        ? 'Hier sehen Sie, welchen Kategorien Sie zugestimmt haben, und können Ihre Wahl jederzeit ändern. '
            . 'Funktionale Cookies sind für den Betrieb der Website nötig und immer aktiv.'
        : 'Here you see which categories you accepted, and you can change your choice at any time. '
            . 'Functional cookies are needed to run the site and are always active.')
            . '</p>';
    $links_here = $printed_on && untrailingslashit($settings['readmore_url']) === untrailingslashit($page_url);
    if ($settings['readmore_url'] !== '' && !$links_here) {
        $html .= '<p><a href="'
            . esc_url($settings['readmore_url'])
            . '">'
            . esc_html($german ? 'Datenschutzerklärung' : 'Privacy policy')
            . '</a></p>';
    }
    return (string) apply_filters('ws_manage_consent_html', $html);
}

add_filter('the_content', 'ws_print_manage_consent_text', 20);

/**
 * The privacy page's text printed inside its `<ws-manage-consent src>`, cleaned as an author's post
 * content is (a filter may return anything), before known services are held (priority 99).
 */
function ws_print_manage_consent_text(mixed $content): mixed
{
    if (!is_string($content) || stripos($content, '<ws-manage-consent') === false) {
        return $content;
    }
    $text = ws_outside_requests_made_safe(wp_kses_post(ws_manage_consent_text(true, (string) get_permalink())));
    return ws_with_manage_consent_text($content, $text, (bool) ws_settings()['record_consent']);
}
