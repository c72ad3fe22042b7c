<?php
// The known services: which URLs each one recognises (and which look-alikes it must not), and how
// each tag form is held until its category is accepted (service-rules.php).
declare(strict_types=1);

use PHPUnit\Framework\TestCase;

final class ServiceRulesTest extends TestCase
{
    private static function services(): array
    {
        return ws_checked_services(ws_default_services())['services'];
    }

    private static function held(string $html): string
    {
        return ws_known_services_held($html, self::services())['html'];
    }

    public function testTheDefaultTableIsValid(): void
    {
        self::assertSame([], ws_checked_services(ws_default_services())['problems']);
    }

    /** @return array<string, array{0: string, 1: string, 2: string}> */
    public static function knownUrls(): array
    {
        return [
            'youtube' => ['https://www.youtube.com/watch?v=abc', 'YouTube', 'marketing'],
            'youtube nocookie' => ['https://www.youtube-nocookie.com/embed/abc', 'YouTube', 'marketing'],
            'youtube short link' => ['https://youtu.be/abc', 'YouTube', 'marketing'],
            'protocol-relative' => ['//www.youtube.com/embed/abc', 'YouTube', 'marketing'],
            'vimeo player' => ['https://player.vimeo.com/video/1', 'Vimeo', 'marketing'],
            'maps embed' => ['https://www.google.com/maps/embed?pb=1', 'Google Maps', 'marketing'],
            'maps api' => ['https://maps.googleapis.com/maps/api/js', 'Google Maps', 'marketing'],
            'gtag' => ['https://www.googletagmanager.com/gtag/js?id=G-1', 'Google Analytics (gtag.js)', 'statistics'],
            'tag manager' => ['https://www.googletagmanager.com/gtm.js?id=GTM-1', 'Google Tag Manager', 'statistics'],
            'analytics' => ['https://www.google-analytics.com/analytics.js', 'Google Analytics', 'statistics'],
            'meta pixel' => ['https://connect.facebook.net/en_US/fbevents.js', 'Meta Pixel', 'marketing'],
            'meta pixel image' => ['https://www.facebook.com/tr?id=1', 'Meta Pixel', 'marketing'],
            'hotjar' => ['https://static.hotjar.com/c/hotjar-1.js', 'Hotjar', 'statistics'],
            'matomo cloud' => ['https://cdn.matomo.cloud/site.matomo.cloud/matomo.js', 'Matomo Cloud', 'statistics'],
            'clarity' => ['https://www.clarity.ms/tag/abc', 'Microsoft Clarity', 'statistics'],
            'linkedin' => ['https://snap.licdn.com/li.lms-analytics/insight.min.js', 'LinkedIn Insight', 'marketing'],
            'tiktok' => ['https://analytics.tiktok.com/i18n/pixel/events.js', 'TikTok Pixel', 'marketing'],
            'google fonts' => ['https://fonts.googleapis.com/css2?family=Roboto', 'Google Fonts', 'preferences'],
            'google fonts files' => ['https://fonts.gstatic.com/s/roboto/v1/a.woff2', 'Google Fonts', 'preferences'],
            'adobe fonts' => ['https://use.typekit.net/abc.css', 'Adobe Fonts', 'preferences'],
            'recaptcha' => ['https://www.google.com/recaptcha/api.js', 'Google reCAPTCHA', 'marketing'],
            'recaptcha net' => ['https://www.recaptcha.net/recaptcha/api.js', 'Google reCAPTCHA', 'marketing'],
            'instagram' => ['https://www.instagram.com/embed.js', 'Instagram', 'marketing'],
            'x' => ['https://platform.twitter.com/widgets.js', 'X (Twitter)', 'marketing'],
            'openstreetmap' => ['https://www.openstreetmap.org/export/embed.html?bbox=1', 'OpenStreetMap', 'marketing'],
            'calendly' => ['https://assets.calendly.com/assets/external/widget.js', 'Calendly', 'marketing'],
            'emoji' => ['https://s.w.org/images/core/emoji/14.0.0/72x72/1f600.png', 'WordPress Emoji (s.w.org)', 'preferences'],
            'upper case host' => ['HTTPS://WWW.YOUTUBE.COM/embed/abc', 'YouTube', 'marketing'],
        ];
    }

    /** @dataProvider knownUrls */
    public function testEachServiceIsRecognisedByItsUrls(string $url, string $name, string $category): void
    {
        $service = ws_service_of_url($url, self::services());
        self::assertNotNull($service, $url);
        self::assertSame([$name, $category], [$service['name'], $service['category']]);
    }

    /** @return array<string, array{0: string}> */
    public static function otherUrls(): array
    {
        return [
            'look-alike suffix' => ['https://youtube.com.example.org/embed/x'],
            'look-alike prefix' => ['https://notyoutube.com/embed/x'],
            'host in the path' => ['https://tracker.example/www.youtube.com/embed/x'],
            'host in the query' => ['https://tracker.example/?u=https://connect.facebook.net/'],
            'user info' => ['https://www.youtube.com@tracker.example/x'],
            'google search' => ['https://www.google.com/search?q=maps'],
            'relative' => ['/wp-content/uploads/a.png'],
            'javascript' => ['javascript:alert(1)//www.youtube.com'],
            'data' => ['data:text/html,https://www.youtube.com/'],
            'the site itself' => ['https://werkstatt.example/blog/'],
        ];
    }

    /** @dataProvider otherUrls */
    public function testOtherUrlsAreNoService(string $url): void
    {
        self::assertNull(ws_service_of_url($url, self::services()));
    }

    public function testAFilteredEntryWithAJavascriptHostOrABadCategoryIsLeftOutWithAMessage(): void
    {
        $checked = ws_checked_services([
            'evil' => ['name' => 'Evil', 'category' => 'marketing', 'hosts' => ['javascript:alert(1)']],
            'functional' => ['name' => 'Always', 'category' => 'functional', 'hosts' => ['a.example']],
            'nameless' => ['category' => 'marketing', 'hosts' => ['b.example']],
            'path' => ['name' => 'P', 'category' => 'marketing', 'hosts' => ['c.example'], 'paths' => ['x"><script>']],
            'fine' => ['name' => 'Fine', 'category' => 'statistics', 'hosts' => ['stats.example']],
            7 => 'not an entry',
        ]);
        self::assertSame(['fine'], array_keys($checked['services']));
        self::assertCount(5, $checked['problems']);
    }

    public function testAnEnqueuedScriptAndItsInlinePartsWaitTogetherInOrder(): void
    {
        $tag = "<script id='x-js-before'>var a=1;</script>\n<script src='https://www.googletagmanager.com/gtag/js?id=G-1' id='x-js'></script>\n<script id='x-js-after'>gtag('config','G-1');</script>";
        $held = ws_known_services_held($tag, self::services(), ['id' => 'gtag', 'name' => 'Google Analytics (gtag.js)', 'category' => 'statistics']);
        self::assertSame(3, substr_count($held['html'], 'type="text/plain" data-category="statistics"'));
        self::assertStringContainsString('data-src="https://www.googletagmanager.com/gtag/js?id=G-1" id=\'x-js\'', $held['html']);
        self::assertLessThan(strpos($held['html'], "gtag('config'"), strpos($held['html'], 'var a=1'));
    }

    public function testThePastedGa4SnippetWaitsForStatistics(): void
    {
        $html = self::held('<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag(\'config\',\'G-1\');</script>');
        self::assertSame(2, substr_count($html, '<script type="text/plain" data-category="statistics"'));
        self::assertStringNotContainsString(' src=', $html);
    }

    public function testTheMetaPixelSnippetAndItsNoscriptPictureWait(): void
    {
        $html = self::held('<script>!function(f,b,e,v){}(window,document,\'script\',\'https://connect.facebook.net/en_US/fbevents.js\');fbq(\'init\',\'1\');</script><noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=1&amp;ev=PageView"/></noscript>');
        self::assertStringContainsString('<script type="text/plain" data-category="marketing" data-service="Meta Pixel">', $html);
        self::assertStringContainsString('<img data-category="marketing" data-service="Meta Pixel" height="1" width="1" data-src="https://www.facebook.com/tr?id=1&amp;ev=PageView" />', $html);
    }

    public function testAYoutubeFrameWaitsOnThePrivacyEnhancedHostWithItsTitle(): void
    {
        self::assertSame(
            '<iframe data-category="marketing" data-service="YouTube" data-src="https://www.youtube-nocookie.com/embed/abc?feature=oembed" title="Werkstatt" width="560"></iframe>',
            self::held('<iframe title="Werkstatt" width="560" src="https://www.youtube.com/embed/abc?feature=oembed"></iframe>'),
        );
    }

    public function testAFontStylesheetIsHeldAndItsConnectionHintsGo(): void
    {
        self::assertSame(
            "\n<link data-category=\"preferences\" data-service=\"Google Fonts\" data-href=\"https://fonts.googleapis.com/css2?family=Roboto&amp;display=swap\" rel='stylesheet' id='font-css' media='all' />",
            self::held("<link rel='preconnect' href='https://fonts.gstatic.com' crossorigin>\n<link rel='stylesheet' id='font-css' href='https://fonts.googleapis.com/css2?family=Roboto&#038;display=swap' media='all' />"),
        );
    }

    public function testMarkedUnknownAndNonScriptMarkupStaysAsItIs(): void
    {
        $html = '<script type="text/plain" data-category="marketing" data-src="https://connect.facebook.net/x.js"></script>'
            . '<iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/a"></iframe>'
            . '<script src="/wp-includes/js/jquery.js"></script><script>var site=1;</script>'
            . '<script type="application/ld+json">{"u":"https://connect.facebook.net/"}</script>'
            . '<link rel="stylesheet" href="/wp-content/themes/a.css"><img src="/a.png" alt="">';
        self::assertSame($html, self::held($html));
    }

    public function testAnUnreadableTagIsLeftAsItIsAndCounted(): void
    {
        $held = ws_known_services_held('<iframe title="x src="https://www.youtube.com/embed/a"></iframe>', self::services());
        self::assertSame(1, $held['unreadable']);
    }

    public function testHostileValuesInAKnownServicesTagStayInsideTheirAttributes(): void
    {
        $html = self::held('<iframe src="https://www.youtube.com/embed/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" title="&quot; onload=&quot;alert(2)"></iframe>');
        self::assertStringNotContainsString('<script', $html);
        $names = array_map(static fn (array $pair) => strtolower($pair[0]), ws_start_tag($html, strlen('<iframe'))['pairs']);
        self::assertSame(['data-category', 'data-service', 'data-src', 'title'], $names);
        self::assertStringContainsString('data-src="https://www.youtube-nocookie.com/embed/a&quot;&gt;&lt;script&gt;', $html);
    }

    public function testAnOembedAnswersEventHandlersAndSrcdocGoFromTheHeldFrame(): void
    {
        self::assertSame(
            '<iframe data-category="marketing" data-service="YouTube" data-src="https://www.youtube-nocookie.com/embed/a" title="Video"></iframe>',
            self::held('<iframe src="https://www.youtube.com/embed/a" onload="alert(1)" title="Video" srcdoc="<script>alert(2)</script>" ONERROR="alert(3)"></iframe>'),
        );
    }
}
